// The not-found pages of the football routes: each says its title once, then what may have happened.
import { NotFoundState } from '@app/components/ui/not-found-state';

export function MatchNotFound() {
  return (
    <NotFoundState
      title="Partida não encontrada"
      description="O endereço pode estar errado ou a partida saiu da nossa base de dados."
    />
  );
}

export function TeamNotFound() {
  return (
    <NotFoundState
      title="Time não encontrado"
      description="Confira o endereço ou procure o time pela busca de partidas."
    />
  );
}

export function LeagueNotFound() {
  return (
    <NotFoundState
      title="Liga não encontrada"
      description="Confira o endereço ou escolha uma liga na lista de ligas."
    />
  );
}

export function PlayerNotFound() {
  return (
    <NotFoundState title="Jogador não encontrado" description="Confira o endereço ou procure o jogador pela busca." />
  );
}

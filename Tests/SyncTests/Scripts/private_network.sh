#!/bin/sh
# The inside of a private network namespace a test makes with `unshare -rnm` (a user, network
# and mount namespace of its own; see PrivateNetwork.swift): the loopback device up, holding
# ADDRESS besides 127.0.0.1 and ::1; HOSTS mounted over /etc/hosts, seen by this namespace
# alone; then this process becomes the listener (connection_recorder.py) on PORT of every
# address, so the namespace lives exactly as long as it does and other programs join it
# with nsenter. Nothing here reaches the machine's own network or its /etc/hosts.
#
#   unshare -rnm sh private_network.sh ADDRESS HOSTS PORT RECORD READY
set -eu
address=$1 hosts=$2 port=$3 record=$4 ready=$5
ip link set lo up
ip addr add "$address/32" dev lo
mount --bind "$hosts" /etc/hosts
exec python3 "$(dirname "$0")/connection_recorder.py" "$port" "$record" "$ready"
